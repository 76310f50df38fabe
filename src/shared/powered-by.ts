/** The one line that names the product to a candidate, on pages and e-mails, which their company may turn off. */
export const POWERED_BY = 'Powered by Openhire';
