import { listRef } from '@portal/core';
import type { OrderListRow } from './answers.ts';

/** The order history list (a declared view): every order of the user's centres with its centre's name. */
export const orderHistoryList = listRef<OrderListRow>('order-history', '/api/order-history');
