/**
 * @generated SignedSource<<b9bd211e2d5b07018e2cf3b40182c8b8>>
 * @relayHash a648ca68f574c503265a3e49ca4caba7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a648ca68f574c503265a3e49ca4caba7

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminReportsPageQuery } from './AdminReportsPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminReportsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a648ca68f574c503265a3e49ca4caba7",
    "metadata": {},
    "name": "AdminReportsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
