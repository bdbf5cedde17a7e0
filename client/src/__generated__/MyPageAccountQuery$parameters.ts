/**
 * @generated SignedSource<<6a79c9a9e19bb729d10c8573958e2394>>
 * @relayHash fee813d0f4ac4c2c654a012a5b0a1099
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fee813d0f4ac4c2c654a012a5b0a1099

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyPageAccountQuery } from './MyPageAccountQuery.graphql';

const node: PreloadableConcreteRequest<MyPageAccountQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fee813d0f4ac4c2c654a012a5b0a1099",
    "metadata": {},
    "name": "MyPageAccountQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
