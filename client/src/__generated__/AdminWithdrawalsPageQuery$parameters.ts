/**
 * @generated SignedSource<<f41f1ff25bc87d38d88c881120cd5762>>
 * @relayHash 3fb4c37077ccdfd4d47d48415ba2efc6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fb4c37077ccdfd4d47d48415ba2efc6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminWithdrawalsPageQuery } from './AdminWithdrawalsPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminWithdrawalsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3fb4c37077ccdfd4d47d48415ba2efc6",
    "metadata": {},
    "name": "AdminWithdrawalsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
