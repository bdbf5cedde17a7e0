/**
 * @generated SignedSource<<f99075f08caa91efd047b8ee47dd5abf>>
 * @relayHash 32867cff114d21f6cdb6ffd81978acd0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 32867cff114d21f6cdb6ffd81978acd0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ManageOrdersPageQuery } from './ManageOrdersPageQuery.graphql';

const node: PreloadableConcreteRequest<ManageOrdersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "32867cff114d21f6cdb6ffd81978acd0",
    "metadata": {},
    "name": "ManageOrdersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
