import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

export type GlobalErrorBoundaryProps = {
  /** Reloads the page ("Refresh Page"). */
  onRefresh: () => void;
  children: ReactNode;
};

type GlobalErrorBoundaryState = { error: Error | null };

/** Catches uncaught render errors anywhere in the shell and offers Try Again / Refresh Page. */
export class GlobalErrorBoundary extends Component<GlobalErrorBoundaryProps, GlobalErrorBoundaryState> {
  override state: GlobalErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): GlobalErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Uncaught render error', error, info.componentStack);
  }

  private readonly handleTryAgain = () => this.setState({ error: null });

  override render() {
    if (this.state.error) {
      return <ErrorScreen onTryAgain={this.handleTryAgain} onRefresh={this.props.onRefresh} />;
    }
    return this.props.children;
  }
}
