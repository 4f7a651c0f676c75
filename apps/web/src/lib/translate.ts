import i18next from 'i18next';

type LooseTranslate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Translation by a key built at run time ("validation:" + a server issue key). Static keys go
 * through useTranslation's typed `t`; this is the escape hatch for keys tsc cannot know.
 */
export function translateKey(key: string, options?: Record<string, unknown>): string {
  return (i18next.t as unknown as LooseTranslate)(key, options);
}

export function hasTranslation(key: string): boolean {
  return i18next.exists(key);
}
