/**
 * @generated SignedSource<<ca9953be5199657deccff33c07dec7ac>>
 * @relayHash 648c6925c7e7d3d6bd174ae4f6ce2bae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 648c6925c7e7d3d6bd174ae4f6ce2bae

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyPageOrdersPageQuery } from './MyPageOrdersPageQuery.graphql';

const node: PreloadableConcreteRequest<MyPageOrdersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "648c6925c7e7d3d6bd174ae4f6ce2bae",
    "metadata": {},
    "name": "MyPageOrdersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
