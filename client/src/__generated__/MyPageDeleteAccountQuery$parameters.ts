/**
 * @generated SignedSource<<157f735a31bb2e5f4f871fe874bd24a0>>
 * @relayHash a2c5bd8c7c503fd44a1e2f59070616df
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a2c5bd8c7c503fd44a1e2f59070616df

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyPageDeleteAccountQuery } from './MyPageDeleteAccountQuery.graphql';

const node: PreloadableConcreteRequest<MyPageDeleteAccountQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a2c5bd8c7c503fd44a1e2f59070616df",
    "metadata": {},
    "name": "MyPageDeleteAccountQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
