import { formatDate, timeInIndia, todayInIndia } from '@portal/core';

/** A moment as head office reads it: DD-MM-YYYY hh:mm A in India, whatever the browser's zone. */
export const indiaDateTime = (iso: string) => `${indiaDate(iso)} ${timeInIndia(new Date(iso))}`;

/** The day in India a moment falls on, DD-MM-YYYY. */
export const indiaDate = (iso: string) => formatDate(todayInIndia(new Date(iso)));
