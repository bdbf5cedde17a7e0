/**
 * @generated SignedSource<<d030192f5f59fd1de2202da10ba6729b>>
 * @relayHash 660b5a1bc0059af163e328667168d9c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 660b5a1bc0059af163e328667168d9c3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyPagePolicyQuery } from './MyPagePolicyQuery.graphql';

const node: PreloadableConcreteRequest<MyPagePolicyQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "660b5a1bc0059af163e328667168d9c3",
    "metadata": {},
    "name": "MyPagePolicyQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
