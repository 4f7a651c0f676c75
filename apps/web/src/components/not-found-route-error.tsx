import type { ErrorComponentProps } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { isApiError } from '@/lib/api';
import { RouteErrorView } from './route-error-view';

/**
 * A route's error view that reads a 404 (an object of another event or group, or none) and a 400
 * (a malformed id) as "not found", drawn by `NotFound`; anything else is the generic error view.
 */
export function notFoundRouteError(NotFound: ComponentType) {
  return function NotFoundRouteError(props: ErrorComponentProps) {
    if (isApiError(props.error) && (props.error.code === 404 || props.error.code === 400)) return <NotFound />;
    return <RouteErrorView {...props} />;
  };
}
