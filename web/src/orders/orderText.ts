/** The order list's texts and columns live in schema/order-columns.ts: the gateway's export uses them too. */
export {
  addressText,
  fullName,
  linesText,
  orderColumns,
  ordersCsv,
  personText,
  whenText,
} from '../../../schema/order-columns';
