/**
 * @generated SignedSource<<8c446f1684d78406e6cb61b21f3added>>
 * @relayHash 490cb90a52f30abc96d0e6abbebd99e0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 490cb90a52f30abc96d0e6abbebd99e0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClubWithdrawPageQuery } from './ClubWithdrawPageQuery.graphql';

const node: PreloadableConcreteRequest<ClubWithdrawPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "490cb90a52f30abc96d0e6abbebd99e0",
    "metadata": {},
    "name": "ClubWithdrawPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
