/**
 * @generated SignedSource<<d83737385c36f33dc752d2f7b6b36c0d>>
 * @relayHash c7bf116435bc21cdb92503ff17df28f5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c7bf116435bc21cdb92503ff17df28f5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyPageDeveloperQuery } from './MyPageDeveloperQuery.graphql';

const node: PreloadableConcreteRequest<MyPageDeveloperQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c7bf116435bc21cdb92503ff17df28f5",
    "metadata": {},
    "name": "MyPageDeveloperQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
