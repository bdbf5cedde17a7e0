/**
 * @generated SignedSource<<ec49185b5048e64774934e47eab50c15>>
 * @relayHash c2df6fc4c4c594fbdff1599dbc7d075b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c2df6fc4c4c594fbdff1599dbc7d075b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyPageEditProfileQuery } from './MyPageEditProfileQuery.graphql';

const node: PreloadableConcreteRequest<MyPageEditProfileQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c2df6fc4c4c594fbdff1599dbc7d075b",
    "metadata": {},
    "name": "MyPageEditProfileQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
