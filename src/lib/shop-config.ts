/** Facts of the de-AT shop that texts and rules use; sister shops bring their own. */
export const SHOP_CONFIG = {
  locale: 'de-AT',
  currency: 'EUR',
  /** the campaign of spec S1: new customers shop with free shipping until this date */
  newCustomerFreeShippingUntil: '30.06.2025',
  customerServicePhone: '0316 606 888',
  customerServiceEmail: 'service@lindgard.at',
  /** the shop's bank account for invoice payments (EPC QR code, PDF invoice) */
  bank: {
    payee: 'Lindgard Versandhandel GmbH',
    iban: 'AT481200000528471993',
    bic: 'BKAUATWW',
    bankName: 'UniCredit Bank Austria AG',
  },
  /** the shop's postal address on invoices */
  companyAddress: ['Lindgard Versandhandel GmbH', 'Conrad-von-Hötzendorf-Straße 120', '8010 Graz'],
} as const;
