/**
 * @generated SignedSource<<db44587992dd3b28724962048729f87f>>
 * @relayHash cc0015285fcb817a7598de2cde154c01
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cc0015285fcb817a7598de2cde154c01

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyPageSubscriptionsPageQuery } from './MyPageSubscriptionsPageQuery.graphql';

const node: PreloadableConcreteRequest<MyPageSubscriptionsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cc0015285fcb817a7598de2cde154c01",
    "metadata": {},
    "name": "MyPageSubscriptionsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
