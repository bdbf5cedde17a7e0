/**
 * @generated SignedSource<<8b0b8bf7c5f1d8c5baef1ac6ce3818fe>>
 * @relayHash fff1b11df5cd4f7ee7e7b9e8409a7d91
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fff1b11df5cd4f7ee7e7b9e8409a7d91

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ManageOrdersPageQuery } from './ManageOrdersPageQuery.graphql';

const node: PreloadableConcreteRequest<ManageOrdersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fff1b11df5cd4f7ee7e7b9e8409a7d91",
    "metadata": {},
    "name": "ManageOrdersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
