/** What the application calls require (spec 1 §6, the Applications route). */
export const APPLICATIONS_PERMISSION = 'Connector.Configurations.Applications' as const;
