/** The script holding the member's data for hydration; removed once read (entry-client). */
export const SSR_STATE_SCRIPT_ID = 'ssr-state';
