import { Component, type ErrorInfo, type ReactNode } from 'react';
import { describeRemoteError } from '../utils/describeRemoteError';
import { RemoteErrorPanel } from './RemoteErrorPanel';

export type RemoteErrorBoundaryProps = {
  label: string;
  onRetry: () => void;
  children: ReactNode;
};

type RemoteErrorBoundaryState = { error: Error | null };

/** Keeps a remote's load or render failure inside its slot of the page. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): RemoteErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[remote] ${this.props.label} failed`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error) {
      return (
        <RemoteErrorPanel label={this.props.label} detail={describeRemoteError(error)} onRetry={this.props.onRetry} />
      );
    }
    return this.props.children;
  }
}
