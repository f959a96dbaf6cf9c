import { Component, type ReactNode } from 'react';

type ChartErrorBoundaryProps = { children: ReactNode; fallback: ReactNode };
type ChartErrorBoundaryState = { failed: boolean };

/** A chart that cannot load or draw leaves its panel's text figures in place instead of breaking the page. */
export class ChartErrorBoundary extends Component<ChartErrorBoundaryProps, ChartErrorBoundaryState> {
  override state: ChartErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ChartErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('A dashboard chart could not be drawn', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
