import { createApprovalApi, type ApprovalApi, type ApprovalApiOptions } from './approvalApi';
import { createApprovalStore, type ApprovalStore } from './approvalStore';

/** The hosted studio's approval: its store in the data folder and the operations on it. */

export interface ApprovalParts {
  store: ApprovalStore;
  api: ApprovalApi;
}

export function approvalParts({ dataDir, ...options }: Omit<ApprovalApiOptions, 'store'> & { dataDir: string }): ApprovalParts {
  const store = createApprovalStore(dataDir);
  return { store, api: createApprovalApi({ ...options, store }) };
}
