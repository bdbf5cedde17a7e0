/**
 * @generated SignedSource<<e8779b8161235e9ce01dc01001fa3c18>>
 * @relayHash 01c1445d87543a1305188bb07a93c93e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 01c1445d87543a1305188bb07a93c93e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClubPageQuery } from './ClubPageQuery.graphql';

const node: PreloadableConcreteRequest<ClubPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "01c1445d87543a1305188bb07a93c93e",
    "metadata": {},
    "name": "ClubPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
