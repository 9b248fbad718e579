import { listRef } from '@portal/core';
import type { OrderListRow } from './answers.ts';
import { orderHistoryViewShape } from '../views.ts';

/** The order history list (a declared view): every order of the user's centres with its centre's name. */
export const orderHistoryList = listRef<OrderListRow>(orderHistoryViewShape, '/api/order-history');
