/**
 * @generated SignedSource<<55270586f76532f3bd9d3f319b86b806>>
 * @relayHash 7e4a9aa2c79005e7a10e47d810fea9b4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7e4a9aa2c79005e7a10e47d810fea9b4

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyPageSubscriptionsPageQuery } from './MyPageSubscriptionsPageQuery.graphql';

const node: PreloadableConcreteRequest<MyPageSubscriptionsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7e4a9aa2c79005e7a10e47d810fea9b4",
    "metadata": {},
    "name": "MyPageSubscriptionsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
