// Wires creator conversion into one app instance: a deleted account's applications are erased with it.
import { addAccountDeletionStep } from '../accounts/profile.service.ts';
import { forgetApplicationsOf } from './creators.service.ts';

export function startCreators() {
  addAccountDeletionStep(forgetApplicationsOf);
}
