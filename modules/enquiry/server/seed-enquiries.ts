// The demo enquiries along the funnel at the two demo centres (server/seed.ts records them).
import { STAGE, type Stage } from '../shared/index.ts';

interface DemoEnquiry {
  parent: string;
  mobile: string;
  child: string;
  dob: string;
  cls: string;
  pincode: string;
  source: string;
  stage: Stage;
  daysAgo: number;
  followUpIn?: number;
}

export const CENTRE_A_ENQUIRIES: DemoEnquiry[] = [
  {
    parent: 'Meenakshi Sundaram',
    mobile: '9741000001',
    child: 'Tara Sundaram',
    dob: '2023-02-10',
    cls: 'Playgroup',
    pincode: '560038',
    source: 'Walk-in',
    stage: STAGE.YET_TO_CALL,
    daysAgo: 0,
  },
  {
    parent: 'Rajesh Nambiar',
    mobile: '9741000002',
    child: 'Aditya Nambiar',
    dob: '2022-06-21',
    cls: 'Nursery',
    pincode: '560008',
    source: 'QR Code',
    stage: STAGE.YET_TO_CALL,
    daysAgo: 1,
    followUpIn: 0,
  },
  {
    parent: 'Farah Khan',
    mobile: '9741000003',
    child: 'Zoya Khan',
    dob: '2022-01-15',
    cls: 'Nursery',
    pincode: '560075',
    source: 'Google Ads',
    stage: STAGE.YET_TO_CALL,
    daysAgo: 3,
    followUpIn: -1,
  },
  {
    parent: 'Suresh Pillai',
    mobile: '9741000004',
    child: 'Riya Pillai',
    dob: '2021-05-30',
    cls: 'LKG',
    pincode: '560038',
    source: 'Website',
    stage: STAGE.APPOINTMENT_FIXED,
    daysAgo: 5,
    followUpIn: 2,
  },
  {
    parent: 'Harpreet Kaur',
    mobile: '9741000005',
    child: 'Gurnoor Singh',
    dob: '2023-04-02',
    cls: 'Playgroup',
    pincode: '560008',
    source: 'Referral',
    stage: STAGE.OFFLINE_COUNSELLING,
    daysAgo: 8,
    followUpIn: 0,
  },
  {
    parent: 'Deepak Verma',
    mobile: '9741000006',
    child: 'Anika Verma',
    dob: '2022-09-12',
    cls: 'Nursery',
    pincode: '560075',
    source: 'Social Media',
    stage: STAGE.ONLINE_COUNSELLING,
    daysAgo: 10,
    followUpIn: 4,
  },
  {
    parent: 'Lakshmi Narayan',
    mobile: '9741000007',
    child: 'Arnav Narayan',
    dob: '2021-12-01',
    cls: 'LKG',
    pincode: '560038',
    source: 'Walk-in',
    stage: STAGE.CLOSE,
    daysAgo: 14,
  },
  {
    parent: 'Priyanka Das',
    mobile: '9741000008',
    child: 'Ira Das',
    dob: '2023-06-18',
    cls: 'Playgroup',
    pincode: '560008',
    source: 'Phone Call',
    stage: STAGE.DROP_OFF,
    daysAgo: 20,
  },
];

export const CENTRE_B_ENQUIRIES: DemoEnquiry[] = [
  {
    parent: 'Omkar Bhosale',
    mobile: '9765000001',
    child: 'Shlok Bhosale',
    dob: '2022-03-08',
    cls: 'Nursery',
    pincode: '411001',
    source: 'Walk-in',
    stage: STAGE.YET_TO_CALL,
    daysAgo: 0,
  },
  {
    parent: 'Rutuja Pawar',
    mobile: '9765000002',
    child: 'Aadya Pawar',
    dob: '2023-01-22',
    cls: 'Playgroup',
    pincode: '411006',
    source: 'QR Code',
    stage: STAGE.APPOINTMENT_FIXED,
    daysAgo: 4,
    followUpIn: 1,
  },
  {
    parent: 'Vikas Deshmukh',
    mobile: '9765000003',
    child: 'Reyansh Deshmukh',
    dob: '2021-08-14',
    cls: 'LKG',
    pincode: '411001',
    source: 'Google Ads',
    stage: STAGE.OFFLINE_COUNSELLING,
    daysAgo: 9,
    followUpIn: 3,
  },
];
