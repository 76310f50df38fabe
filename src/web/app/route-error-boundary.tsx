import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../components/button';
import { EmptyState } from '../components/empty-state';

interface RouteErrorBoundaryProps {
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
}

/**
 * Shown when a screen fails to render or its code cannot be downloaded (for example after a
 * deploy). The layout keys it by path, so that going to another screen tries again.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RouteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <EmptyState
        headingLevel="h1"
        title="Something went wrong"
        description="This screen could not be shown. Reloading the page usually fixes it."
        action={<Button onClick={() => window.location.reload()}>Reload the page</Button>}
      />
    );
  }
}
