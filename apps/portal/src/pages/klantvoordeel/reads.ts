import { reads } from '@vonk/domain';
import { pageRead } from '../../shell/pageLoader.ts';

/**
 * Every /klantvoordeel page decides on these four (the subscribe address is a §2.5 preload), and
 * the root and aanmelden say what it is worth (issue #29).
 */
export const householdReads = () => [
  pageRead(reads.householdDashboardAddress),
  pageRead(reads.householdSubscribeAddress),
  pageRead(reads.mayJoin),
  pageRead(reads.householdRegistration),
  pageRead(reads.householdBenefit),
];
