import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const hi: Widen<typeof en> = {
  gstSummary: {
    title: 'जीएसटी सारांश',
    // prettier-ignore
    intro:
      'केंद्र ने एक महीने में क्या बेचा: छूट प्राप्त फ़ीस, और ' +
      'एचएसएन कोड व दर के अनुसार कर चालानों का कर योग्य मूल्य और ' +
      'कर।',
    centre: 'केंद्र',
    chooseCentre: 'केंद्र चुनें',
    month: 'महीना',
    exportCsv: 'CSV निर्यात करें',
    invoices: '{count, plural, =0 {कोई कर चालान नहीं} one {# कर चालान} other {# कर चालान}}',
    empty: '{month} में कोई कर चालान नहीं।',
    emptyHint: 'महीने की परिवारों को बिक्री और किट चालान यहाँ दिखते हैं।',
    hsn: 'एचएसएन',
    rate: 'जीएसटी दर',
    invoiceCount: 'चालान',
    taxable: 'कर योग्य मूल्य',
    cgst: 'सीजीएसटी',
    sgst: 'एसजीएसटी',
    igst: 'आईजीएसटी',
    figureExempt: 'छूट प्राप्त आपूर्ति (फ़ीस)',
    figureNilExempt: 'शून्य-दर और छूट प्राप्त माल',
    value: 'मूल्य',
    supply: 'आपूर्ति',
    supplyTaxable: 'कर योग्य',
    supplyNilExempt: 'शून्य-दर या छूट प्राप्त',
    figureTaxable: 'कर योग्य मूल्य',
    figureCgst: 'सीजीएसटी',
    figureSgst: 'एसजीएसटी',
    figureIgst: 'आईजीएसटी',
    rounding: 'जीएसटी हर चालान पंक्ति पर निकालकर पैसे तक पूर्णांकित होता है; ये पंक्तियों के योग हैं।',
  },
  familySale: {
    title: 'परिवार को बेचें',
    intro: 'केंद्र पर बेची गई वर्दी, किताबें और किट: बच्चे के फ़ीस खाते में डाला गया कर चालान।',
    child: 'बच्चा',
    chooseChild: 'बच्चा चुनें',
    item: 'वस्तु',
    chooseItem: 'वस्तु चुनें',
    quantity: 'मात्रा',
    addItem: 'वस्तु जोड़ें',
    remove: 'हटाएँ',
    record: 'बिक्री दर्ज करें',
    recorded: 'चालान {invoiceNo}: {amount} फ़ीस खाते में डाला गया',
    invoice: 'कर चालान',
    buyerState: 'खरीदार का राज्य (आपूर्ति का स्थान)',
    buyerStateHint: 'परिवार केंद्र पर सामान ले तो खाली छोड़ें; दूसरे राज्य की बिक्री पर IGST लगता है।',
    billOfSupply: 'आपूर्ति बिल',
    invoiceCumBill: 'चालान-सह-आपूर्ति बिल',
    placeOfSupply: 'आपूर्ति का स्थान: {state}',
    total: 'कुल',
  },
};
