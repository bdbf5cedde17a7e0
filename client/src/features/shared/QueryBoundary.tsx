import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { InlineError } from '../../components/InlineError';
import { PageContainer } from '../../components/Page';

interface BoundaryProps {
  children: ReactNode;
  fallback: (retry: () => void) => ReactNode;
  onRetry?: () => void;
  resetKey?: unknown;
}

class SectionErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  componentDidUpdate(previous: BoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }
  retry = () => {
    // With onRetry (a new query reference is coming), the boundary resets when resetKey changes.
    if (this.props.onRetry) this.props.onRetry();
    else this.setState({ error: null });
  };
  render() {
    return this.state.error ? this.props.fallback(this.retry) : this.props.children;
  }
}

export interface QueryBoundaryProps {
  children: ReactNode;
  /** Shown while the section's data loads. */
  loading: ReactNode;
  /** Retries after an error, usually by re-running the route loader (revalidate). */
  onRetry?: () => void;
  /** The query reference: a new one clears the error. */
  resetKey?: unknown;
  /** Puts the error inside the page container (for sections that are the whole page). */
  framed?: boolean;
}

/**
 * Suspense plus an error boundary for one data section, so a failed request shows an inline error
 * with a retry inside the page frame instead of replacing the whole page.
 */
export function QueryBoundary({ children, loading, onRetry, resetKey, framed }: QueryBoundaryProps) {
  return (
    <SectionErrorBoundary onRetry={onRetry} resetKey={resetKey} fallback={(retry) =>
        framed ? (
          <PageContainer>
            <InlineError onRetry={retry} />
          </PageContainer>
        ) : (
          <InlineError onRetry={retry} />
        )
      }
    >
      <Suspense fallback={loading}>{children}</Suspense>
    </SectionErrorBoundary>
  );
}
