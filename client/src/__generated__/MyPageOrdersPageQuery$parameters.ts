/**
 * @generated SignedSource<<d97801394c3abbeace2ebb63bbc88181>>
 * @relayHash 283525d1a3c04f889dc43813bb4bb7ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 283525d1a3c04f889dc43813bb4bb7ff

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyPageOrdersPageQuery } from './MyPageOrdersPageQuery.graphql';

const node: PreloadableConcreteRequest<MyPageOrdersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "283525d1a3c04f889dc43813bb4bb7ff",
    "metadata": {},
    "name": "MyPageOrdersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
