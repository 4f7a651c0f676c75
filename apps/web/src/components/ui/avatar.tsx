import { useState } from 'react';
import { cn } from '@/lib/cn';

const sizes = {
  sm: 'size-9 text-sm',
  md: 'size-12 text-base',
  lg: 'size-16 text-lg',
  xl: 'size-24 text-xl',
} as const;

/** Warm tints that keep their text above 4.5:1; picked by name so a person keeps one colour. */
const tints = ['bg-primary-100 text-primary-800', 'bg-accent-100 text-accent-800', 'bg-warning-50 text-warning-700', 'bg-neutral-100 text-neutral-700'] as const;

/** Up to two letters: first and last word ("Ana Lima" -> "AL", "mei" -> "M"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}

function tintOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return tints[hash % tints.length] ?? tints[0];
}

interface AvatarProps {
  /** Whose picture: the photo's alt text, and its initials stand in when there is no photo. */
  name: string;
  /** The person's profile photo, if any. */
  src?: string | null;
  /** The photo's text: the name by default; '' inside a control the name already labels (no name read twice). */
  alt?: string;
  size?: keyof typeof sizes;
  shape?: 'circle' | 'square';
  /**
   * Without a photo: 'hidden' (default) shows the initials as text kept from screen readers;
   * 'named' lets them into the name of the control around (the menu button they alone label, so
   * its name starts with what is seen); 'drawn' paints them with CSS, outside the text, for a
   * control whose written name stands beside them (its name then matches what it shows).
   */
  initials?: 'hidden' | 'named' | 'drawn';
  className?: string;
}

/**
 * A person's photo (its alt text is their name), or their initials on a warm tint when there is no
 * photo or it fails to load. The initials are decorative: the name is always written next to them.
 */
export function Avatar({ name, src, alt = name, size = 'md', shape = 'circle', initials: mode = 'hidden', className }: AvatarProps) {
  // The address that failed to load, so a new photo is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const classes = cn('inline-flex shrink-0 items-center justify-center overflow-hidden font-bold select-none', shape === 'circle' ? 'rounded-full' : 'rounded-xl', sizes[size], className);
  if (src && src !== failed) {
    return <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(src)} className={cn(classes, 'bg-neutral-100 object-cover')} />;
  }
  if (mode === 'drawn') return <span aria-hidden="true" data-initials={initials(name)} className={cn(classes, tintOf(name), 'before:content-[attr(data-initials)]')} />;
  return (
    <span aria-hidden={mode === 'named' ? undefined : true} className={cn(classes, tintOf(name))}>
      {initials(name)}
    </span>
  );
}
