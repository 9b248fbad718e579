// The demo families and children of the two demo centres (server/seed.ts enrols them).

interface DemoStudent {
  first: string;
  last: string;
  dob: string;
  gender: 'MALE' | 'FEMALE';
  father: string;
  mother: string;
  mobile: string;
  cls: string;
  section: string;
}

export const CENTRE_A_STUDENTS: DemoStudent[] = [
  // Admission 1: the parent demo account (Rohan Kapoor) is linked to this child.
  {
    first: 'Aarav',
    last: 'Kapoor',
    dob: '2022-05-14',
    gender: 'MALE',
    father: 'Rohan Kapoor',
    mother: 'Sneha Kapoor',
    mobile: '9000000010',
    cls: 'Nursery',
    section: 'A',
  },
  {
    first: 'Ananya',
    last: 'Iyer',
    dob: '2022-08-02',
    gender: 'FEMALE',
    father: 'Karthik Iyer',
    mother: 'Divya Iyer',
    mobile: '9845112233',
    cls: 'Nursery',
    section: 'A',
  },
  {
    first: 'Vihaan',
    last: 'Reddy',
    dob: '2021-11-20',
    gender: 'MALE',
    father: 'Srinivas Reddy',
    mother: 'Lavanya Reddy',
    mobile: '9845223344',
    cls: 'LKG',
    section: 'A',
  },
  {
    first: 'Diya',
    last: 'Shetty',
    dob: '2021-07-09',
    gender: 'FEMALE',
    father: 'Prakash Shetty',
    mother: 'Kavya Shetty',
    mobile: '9845334455',
    cls: 'LKG',
    section: 'A',
  },
  {
    first: 'Ishaan',
    last: 'Gowda',
    dob: '2020-06-30',
    gender: 'MALE',
    father: 'Manjunath Gowda',
    mother: 'Rekha Gowda',
    mobile: '9845445566',
    cls: 'UKG',
    section: 'A',
  },
  {
    first: 'Myra',
    last: 'Hegde',
    dob: '2023-03-18',
    gender: 'FEMALE',
    father: 'Vinay Hegde',
    mother: 'Pooja Hegde',
    mobile: '9845556677',
    cls: 'Playgroup',
    section: 'A',
  },
  {
    first: 'Kabir',
    last: 'Menon',
    dob: '2024-01-25',
    gender: 'MALE',
    father: 'Arun Menon',
    mother: 'Nisha Menon',
    mobile: '9845667788',
    cls: 'Mother Toddler',
    section: 'A',
  },
];

export const CENTRE_B_STUDENTS: DemoStudent[] = [
  {
    first: 'Advait',
    last: 'Kulkarni',
    dob: '2022-04-11',
    gender: 'MALE',
    father: 'Sameer Kulkarni',
    mother: 'Gauri Kulkarni',
    mobile: '9822112233',
    cls: 'Nursery',
    section: 'A',
  },
  {
    first: 'Saanvi',
    last: 'Joshi',
    dob: '2021-09-05',
    gender: 'FEMALE',
    father: 'Aniket Joshi',
    mother: 'Mrunal Joshi',
    mobile: '9822223344',
    cls: 'LKG',
    section: 'A',
  },
  {
    first: 'Arjun',
    last: 'Patwardhan',
    dob: '2020-10-16',
    gender: 'MALE',
    father: 'Nikhil Patwardhan',
    mother: 'Shruti Patwardhan',
    mobile: '9822334455',
    cls: 'UKG',
    section: 'A',
  },
];
