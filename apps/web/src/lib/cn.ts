import { clsx, type ClassValue } from 'clsx';

/** Joins class names; later entries win only by order in the stylesheet, so keep variants disjoint. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
