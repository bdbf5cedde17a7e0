/**
 * @generated SignedSource<<e55e5ca5009ad9787ef9b87df3daaec9>>
 * @relayHash bfa5ea860263daa8f9b8fd35af31a277
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bfa5ea860263daa8f9b8fd35af31a277

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyPageOrdersPageQuery } from './MyPageOrdersPageQuery.graphql';

const node: PreloadableConcreteRequest<MyPageOrdersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bfa5ea860263daa8f9b8fd35af31a277",
    "metadata": {},
    "name": "MyPageOrdersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
