import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorPage } from './route-error-page';

/** Catches a page that fails to render or whose code cannot load, and offers a reload. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
