/** The role sidebar's toggle, as a screen reader hears it. */
export const SHELL_COPY = { showMenu: 'Show menu', hideMenu: 'Hide menu' } as const;
