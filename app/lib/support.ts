/** The support contact's shape (issue 15), filled from the configuration by the root loader. */
export type SupportContactInfo = { phone: string; whatsapp: string; whatsappNumber: string; email: string };
