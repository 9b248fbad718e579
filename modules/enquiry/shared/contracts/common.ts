export const tags = {
  enquiries: ['Enquiries'],
  service: ['Service enquiries'],
  followUps: ['Follow-ups'],
  allocation: ['Lead allocation'],
  forms: ['Application, registration, admission'],
  payments: ['Payment requests'],
  b2s: ['B2S report'],
  public: ['Public forms'],
  webhooks: ['Webhooks'],
  upload: ['Enquiry upload'],
};
