/** The demo franchise network: a head-office branch and centres in two cities. */

export const CITIES = [
  { name: 'Bengaluru', state: 'Karnataka', code: 'BLR' },
  { name: 'Pune', state: 'Maharashtra', code: 'PUN' },
  { name: 'Mumbai', state: 'Maharashtra', code: 'MUM' },
];

export const FRANCHISEES = [
  {
    code: 'HO-BLR',
    companyName: 'Corporate Business Branch',
    ownerName: 'Meera Krishnan',
    email: 'corporate@demo.school',
    mobile: '9845000001',
    address: '4th Floor, Prestige Tower, Residency Road',
    city: 'Bengaluru',
    pincode: '560025',
    gstin: '29AABCI1234F1ZX',
    isCorporate: true,
    pincodes: [
      ['560025', 'Richmond Town'],
      ['560001', 'MG Road'],
    ],
  },
  {
    code: 'BLR-001',
    companyName: 'Little Sprouts Preschool Indiranagar',
    ownerName: 'Anita Rao',
    email: 'indiranagar@demo.school',
    mobile: '9845000002',
    address: '12, 100 Feet Road, HAL 2nd Stage',
    city: 'Bengaluru',
    pincode: '560038',
    gstin: '29AAFCL5678K1ZR',
    isCorporate: false,
    pincodes: [
      ['560038', 'Indiranagar'],
      ['560008', 'Halasuru'],
      ['560075', 'New Thippasandra'],
    ],
  },
  {
    code: 'PUN-001',
    companyName: 'Tiny Tots Academy Koregaon Park',
    ownerName: 'Rahul Deshpande',
    email: 'koregaonpark@demo.school',
    mobile: '9822000003',
    address: 'Lane 5, North Main Road, Koregaon Park',
    city: 'Pune',
    pincode: '411001',
    gstin: '27AAGCT4321M1Z4',
    isCorporate: false,
    pincodes: [
      ['411001', 'Koregaon Park'],
      ['411006', 'Yerawada'],
    ],
  },
  {
    code: 'BLR-002',
    companyName: 'Bright Beginnings Whitefield',
    ownerName: 'Suresh Menon',
    email: 'whitefield@demo.school',
    mobile: '9845000004',
    address: 'ITPL Main Road, Whitefield',
    city: 'Bengaluru',
    pincode: '560066',
    gstin: null,
    isCorporate: false,
    pincodes: [
      ['560066', 'Whitefield'],
      ['560048', 'Mahadevapura'],
    ],
  },
  {
    code: 'PUN-002',
    companyName: 'Rainbow Kids Baner',
    ownerName: 'Pooja Kulkarni',
    email: 'baner@demo.school',
    mobile: '9822000005',
    address: 'Baner Road, near Balewadi Phata',
    city: 'Pune',
    pincode: '411045',
    gstin: null,
    isCorporate: false,
    pincodes: [['411045', 'Baner']],
  },
];

export const CLASSES = [
  {
    name: 'Parent Toddler Circle',
    classCategory: 'Intellibaby Parent Toddler Circle (1Year - 2Years)',
    minAgeMonths: 12,
    maxAgeMonths: 24,
  },
  { name: 'Mother Toddler', classCategory: 'Parent Toddler', minAgeMonths: 18, maxAgeMonths: 30 },
  { name: 'Playgroup', classCategory: 'Hybrid', minAgeMonths: 24, maxAgeMonths: 36 },
  { name: 'Nursery', classCategory: 'Hybrid', minAgeMonths: 36, maxAgeMonths: 48 },
  { name: 'LKG', classCategory: 'Hybrid', minAgeMonths: 48, maxAgeMonths: 60 },
  { name: 'UKG', classCategory: 'Hybrid', minAgeMonths: 60, maxAgeMonths: 72 },
  { name: 'Bridge Course', classCategory: 'Bridge Course', minAgeMonths: 48, maxAgeMonths: 84 },
];
