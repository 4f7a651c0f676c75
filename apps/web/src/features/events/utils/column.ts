/**
 * The attendee app's column (single column, ~480-560 px, centred on larger screens). Its own
 * module, so a page that only needs the column (the join page) does not load the event shell.
 */
export const COLUMN = 'mx-auto w-full max-w-[560px]';
