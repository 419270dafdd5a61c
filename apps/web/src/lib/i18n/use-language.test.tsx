import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../../test/catalogues.ts';
import { createI18n } from './i18n.ts';
import { useLanguage } from './use-language.ts';

describe('useLanguage', () => {
  it('is ready at once with the language already at hand', () => {
    const i18n = createI18n('es', catalogues);
    const { result } = renderHook(() => useLanguage(i18n, 'es'));
    expect(result.current).toBe(true);
    expect(i18n.t('signOut', { ns: 'shell' })).toBe('Cerrar sesión');
  });

  it('fetches the English texts beyond the first screen before it is ready', async () => {
    const i18n = createI18n('en');
    expect(i18n.t('signOut', { ns: 'shell' })).toBe('signOut');
    const { result } = renderHook(() => useLanguage(i18n, 'en'));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    expect(i18n.t('signOut', { ns: 'shell' })).toBe('Sign out');
  });

  it('fetches Spanish before switching to it, and only then is ready', async () => {
    const i18n = createI18n('en');
    expect(i18n.hasResourceBundle('es', 'common')).toBe(false);
    const { result } = renderHook(() => useLanguage(i18n, 'es-ES'));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    expect(i18n.language).toBe('es');
    expect(i18n.t('signOut', { ns: 'shell' })).toBe('Cerrar sesión');
    expect(document.documentElement.getAttribute('lang')).toBe('es');
  });

  it('follows a change of language, and leaves the page as it is without one', async () => {
    const i18n = createI18n('en');
    const { result, rerender } = renderHook(({ language }: { language: string | null }) => useLanguage(i18n, language), {
      initialProps: { language: null as string | null },
    });
    expect(result.current).toBe(true);
    rerender({ language: 'es' });
    await waitFor(() => expect(i18n.language).toBe('es'));
    await act(() => Promise.resolve());
    rerender({ language: 'fr' });
    await waitFor(() => expect(i18n.language).toBe('en'));
    await waitFor(() => expect(result.current).toBe(true));
  });
});
