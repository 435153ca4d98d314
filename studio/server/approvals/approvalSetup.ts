import { createApprovalApi, type ApprovalApi, type ApprovalApiOptions } from './approvalApi';
import { cleanLeftovers } from '../leftovers';
import { createApprovalStore, type ApprovalStore } from './approvalStore';

/**
 * The hosted studio's approval: its store in the data folder and the operations on it. Made at start, it first
 * removes the temporary files a crash left (a save or an upload killed halfway), which would block approval.
 */

export interface ApprovalParts {
  store: ApprovalStore;
  api: ApprovalApi;
}

export function approvalParts({ dataDir, ...options }: Omit<ApprovalApiOptions, 'store'> & { dataDir: string }): ApprovalParts {
  const removed = cleanLeftovers(options.root);
  if (removed.length > 0) console.warn(`Übrig nach einem Abbruch, entfernt: ${removed.join(', ')}`);
  const store = createApprovalStore(dataDir);
  return { store, api: createApprovalApi({ ...options, store }) };
}
