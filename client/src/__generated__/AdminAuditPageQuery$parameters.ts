/**
 * @generated SignedSource<<2c9e90fffac2e166ff7bf698865125db>>
 * @relayHash 45abdfa20347d33408d2c2e895b3a637
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 45abdfa20347d33408d2c2e895b3a637

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminAuditPageQuery } from './AdminAuditPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminAuditPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "45abdfa20347d33408d2c2e895b3a637",
    "metadata": {},
    "name": "AdminAuditPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
