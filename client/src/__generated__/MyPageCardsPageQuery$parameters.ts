/**
 * @generated SignedSource<<a839c3a7b4d31f60caf24aa1c335c9fa>>
 * @relayHash b6278d4c17364739c554c316f2c80912
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b6278d4c17364739c554c316f2c80912

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyPageCardsPageQuery } from './MyPageCardsPageQuery.graphql';

const node: PreloadableConcreteRequest<MyPageCardsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b6278d4c17364739c554c316f2c80912",
    "metadata": {},
    "name": "MyPageCardsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
