/**
 * @generated SignedSource<<e1a46dba859daead14ff84b21934cfac>>
 * @relayHash f4aebcb5f5878f5327db04fe3f4d6ace
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f4aebcb5f5878f5327db04fe3f4d6ace

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyPageNotificationQuery } from './MyPageNotificationQuery.graphql';

const node: PreloadableConcreteRequest<MyPageNotificationQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f4aebcb5f5878f5327db04fe3f4d6ace",
    "metadata": {},
    "name": "MyPageNotificationQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
