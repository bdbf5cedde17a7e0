/**
 * @generated SignedSource<<354c7df582ef7c399427f5d4f84f7b0f>>
 * @relayHash fbb294b9560c053e43602270d9117f59
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fbb294b9560c053e43602270d9117f59

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyPageOrdersPageQuery } from './MyPageOrdersPageQuery.graphql';

const node: PreloadableConcreteRequest<MyPageOrdersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fbb294b9560c053e43602270d9117f59",
    "metadata": {},
    "name": "MyPageOrdersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
