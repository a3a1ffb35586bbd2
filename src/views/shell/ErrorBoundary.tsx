// Catches a render error below it and shows 'Error!' instead of a blank page.
import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorState } from "./ErrorState.tsx";
import { msg } from "../../codecs/i18n.ts";

interface Props {
  children: ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }
  render() {
    return this.state.failed ? <ErrorState detail={msg("Something went wrong on this page.")} /> : this.props.children;
  }
}
