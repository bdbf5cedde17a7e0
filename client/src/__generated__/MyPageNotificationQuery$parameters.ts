/**
 * @generated SignedSource<<83d70743364b54f0cb0e808267a8da21>>
 * @relayHash 28df5ef4f1dbc8a28d433442175da151
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 28df5ef4f1dbc8a28d433442175da151

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyPageNotificationQuery } from './MyPageNotificationQuery.graphql';

const node: PreloadableConcreteRequest<MyPageNotificationQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "28df5ef4f1dbc8a28d433442175da151",
    "metadata": {},
    "name": "MyPageNotificationQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
