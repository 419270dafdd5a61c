/** The pause between the warning and the link dialog (spec 1 §4, §9). */
export const LINK_SWITCH_MS = 500;
/** The pause between a link's success message and the reload (spec 1 §4, §9). */
export const RELOAD_AFTER_LINK_MS = 1500;
